# Right: a memo that lives for one call only (a repeated subtree is encoded once and its tensor reused, which sums the gradients the same way), and leaves tested with "not isinstance(tree, tuple)".
def encode(tree, emb, w):
    memo = {}

    def rec(t):
        if t in memo:
            return memo[t]
        if not isinstance(t, tuple):
            out = emb[t]
        else:
            out = torch.tanh(torch.cat([rec(t[0]), rec(t[1])]) @ w)
        memo[t] = out
        return out

    return rec(tree)
