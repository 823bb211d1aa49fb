# Right: memoises identical subtrees within one call only (a fresh dict per call, keyed by the subtree's value), so a repeated subtree is computed once and its gradient still accumulates through every use; nothing is kept between calls.
def encode(tree, emb, w):
    memo = {}

    def enc(t):
        if t not in memo:
            if isinstance(t, int):
                memo[t] = emb[t]
            else:
                memo[t] = torch.tanh(torch.cat([enc(t[0]), enc(t[1])]) @ w)
        return memo[t]

    return enc(tree)
