# Mistake: "a node `(left, right)` encodes to tanh(cat([encode(left), encode(right)]) @ w)", nested to any depth: the leaves are collected in order and folded from the left, which is the same tree only for left-leaning shapes; ((0, 1), (2, 0)) is encoded as (((0, 1), 2), 0).
def encode(tree, emb, w):
    leaves = []

    def collect(node):
        if isinstance(node, int):
            leaves.append(node)
        else:
            collect(node[0])
            collect(node[1])

    collect(tree)
    vector = emb[leaves[0]]
    for index in leaves[1:]:
        vector = torch.tanh(torch.cat([vector, emb[index]]) @ w)
    return vector
