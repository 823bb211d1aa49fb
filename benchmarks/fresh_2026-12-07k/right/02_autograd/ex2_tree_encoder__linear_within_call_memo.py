# Right: memoises equal subtrees within one call only (a dict local to the call, so nothing outlives it) and applies w with F.linear(input, w.T).
def encode(tree, emb, w):
    memo = {}

    def rec(t):
        if t not in memo:
            if isinstance(t, int):
                memo[t] = emb.select(0, t)
            else:
                memo[t] = torch.tanh(F.linear(torch.cat((rec(t[0]), rec(t[1]))), w.T))
        return memo[t]

    return rec(tree)
