# Right: memoises identical subtrees within one call only (a fresh dict per call), so a repeated subtree is encoded once and its gradient accumulates through both uses; nothing survives between calls.
def encode(tree, emb, w):
    memo = {}

    def go(t):
        if t in memo:
            return memo[t]
        if isinstance(t, int):
            out = emb[t]
        else:
            out = torch.tanh(torch.cat((go(t[0]), go(t[1])), dim=0) @ w)
        memo[t] = out
        return out

    return go(tree)
