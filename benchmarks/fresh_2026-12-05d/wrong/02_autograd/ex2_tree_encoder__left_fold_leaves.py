# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" — the leaves are flattened in order and folded from the left, which agrees for a single pair and left-nested trees but not for a right-nested tree such as (0, (1, 2)) or a balanced ((0, 1), (2, 3)).
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
