# Mistake: "a node (left, right) encodes to tanh(cat([encode(left), encode(right)]) @ w)" — the tree is flattened into its leaves and combined left to right, which equals the recursion for a pair and for left-nested trees ((0, 1), 2) but not for a right-nested or balanced tree such as (0, (1, 2))
def encode(tree, emb, w):
    leaves = []

    def collect(node):
        if isinstance(node, tuple):
            collect(node[0])
            collect(node[1])
        else:
            leaves.append(node)

    collect(tree)
    vector = emb[leaves[0]]
    for i in leaves[1:]:
        vector = torch.tanh(torch.cat([vector, emb[i]]) @ w)
    return vector
