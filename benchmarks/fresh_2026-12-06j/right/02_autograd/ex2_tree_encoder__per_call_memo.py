# Right: memoises equal subtrees within one call only (a fresh dict per call), so a repeated subtree reuses the same tensor in this call's graph and nothing outlives the call.
def encode(tree, emb, w):
    memo = {}

    def enc(node):
        if node in memo:
            return memo[node]
        if isinstance(node, int):
            out = emb[node]
        else:
            out = torch.tanh(torch.cat([enc(node[0]), enc(node[1])]) @ w)
        memo[node] = out
        return out

    return enc(tree)
