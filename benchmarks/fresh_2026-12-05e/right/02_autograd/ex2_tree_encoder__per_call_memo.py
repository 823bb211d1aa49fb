# Right: memoises identical subtrees only within one call (a fresh dict each call), so a repeated subtree reuses one tensor in this call's graph (gradients add up through both uses, as with recomputation) and nothing outlives the call.
def encode(tree, emb, w):
    memo = {}

    def go(t):
        if t in memo:
            return memo[t]
        if isinstance(t, tuple):
            left, right = t
            out = torch.tanh(torch.matmul(torch.cat((go(left), go(right)), dim=0), w))
        else:
            out = emb[t]
        memo[t] = out
        return out

    return go(tree)
