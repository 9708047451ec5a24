// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * SimpleAccount (EntryPoint v0.8's sample account, unchanged) plus ERC-1271, which the sample lacks: without it no
 * verifier (viem's verifyMessage, a sign-in server) can check what the account signs. The owner signs a replay-safe
 * wrapper of the hash — EIP-712 over this account's address and chain — so a signature the owner's key gives one of
 * its accounts is not valid for another, nor for the owner's own address.
 */
contract LatchSimpleAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("LatchSimpleAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("LatchSimpleAccount"), keccak256("1"), block.chainid, address(this))
        );
        return MessageHashUtils.toTypedDataHash(domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return bytes4(0xffffffff);
    }
}
