# Mistake: "a node (left, right) encodes to tanh(cat([encode(left), encode(right)]) @ w)" — flattens the leaves and folds them left to right, which ignores the tree's shape: (0, (1, 2)) is encoded as ((0, 1), 2).
def encode(tree, emb, w):
    leaves = []

    def collect(t):
        if isinstance(t, int):
            leaves.append(t)
        else:
            collect(t[0])
            collect(t[1])

    collect(tree)
    acc = emb[leaves[0]]
    for i in leaves[1:]:
        acc = torch.tanh(torch.cat([acc, emb[i]]) @ w)
    return acc
