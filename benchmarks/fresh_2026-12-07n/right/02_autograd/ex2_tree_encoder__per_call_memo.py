# Right: memoises repeated subtrees within one call only (a fresh dict per call, so nothing outlives the call's graph), using hstack and matmul.
def encode(tree, emb, w):
    memo = {}

    def walk(node):
        if node in memo:
            return memo[node]
        if isinstance(node, int):
            vec = emb[node]
        else:
            vec = torch.tanh(torch.matmul(torch.hstack([walk(node[0]), walk(node[1])]), w))
        memo[node] = vec
        return vec

    return walk(tree)
