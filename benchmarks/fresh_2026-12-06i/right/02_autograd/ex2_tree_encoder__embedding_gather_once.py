# Right: gathers every leaf's row at once with F.embedding (index tensor made on emb's device), then combines the gathered rows by walking the tree structure with a position counter.
def encode(tree, emb, w):
    leaves = []

    def collect(node):
        if isinstance(node, int):
            leaves.append(node)
        else:
            collect(node[0])
            collect(node[1])

    collect(tree)
    rows = F.embedding(torch.tensor(leaves, dtype=torch.long, device=emb.device), emb)
    position = iter(range(len(leaves)))

    def combine(node):
        if isinstance(node, int):
            return rows[next(position)]
        left = combine(node[0])
        right = combine(node[1])
        return torch.tanh(torch.cat([left, right]) @ w)

    return combine(tree)
