// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// The devstack's USD Coin (issue 36): six decimals like the real one, so amounts in the app meet USDC's precision.
/// Only its deployer mints: the on-ramp stand-ins' purchases and the seeded balances.
contract LatchTestUsdc is ERC20 {
    address private immutable minter;

    constructor() ERC20("USD Coin", "USDC") {
        minter = msg.sender;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "LatchTestUsdc: only the minter");
        _mint(to, amount);
    }
}
