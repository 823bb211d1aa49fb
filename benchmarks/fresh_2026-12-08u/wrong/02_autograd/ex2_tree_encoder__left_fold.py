# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)` ... nested to any depth": the leaves are flattened in order and folded from the left, which equals the tree's own rule only for left-deep trees such as (0, 2) or ((0, 1), 2); a tree like (0, (1, 2)) or ((0, 1), (1, 2)) gets the wrong vector.
def encode(tree, emb, w):
    leaves = []

    def collect(t):
        if isinstance(t, int):
            leaves.append(t)
        else:
            collect(t[0])
            collect(t[1])

    collect(tree)
    vector = emb[leaves[0]]
    for i in leaves[1:]:
        vector = torch.tanh(torch.cat([vector, emb[i]]) @ w)
    return vector
