// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./LatchSimpleAccount.sol";

/**
 * SimpleAccountFactory of EntryPoint v0.8 for LatchSimpleAccount. One change: anyone may call createAccount, as in
 * v0.7. v0.8 lets only the EntryPoint's SenderCreator call it, and then an ERC-6492 verifier, which deploys a
 * counterfactual account by calling the factory itself, could never check a not-yet-deployed account's signature.
 * Creation is deterministic (owner and salt fix the address and the owner), so a stranger deploying it gains nothing.
 */
contract LatchSimpleAccountFactory {
    LatchSimpleAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new LatchSimpleAccount(entryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (LatchSimpleAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return LatchSimpleAccount(payable(addr));
        account = LatchSimpleAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation),
                    abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
