# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device": the leaf index is built with torch.tensor(...) on the CPU and passed to F.embedding, which refuses an index on another device than emb (meta or GPU emb fails with a device error).
def encode(tree, emb, w):
    if isinstance(tree, int):
        return F.embedding(torch.tensor([tree]), emb)[0]
    left, right = tree
    both = torch.cat([encode(left, emb, w), encode(right, emb, w)])
    return torch.tanh(both @ w)
