# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — a leaf is looked up as a one-hot row vector times the table, and the one-hot vector is made by F.one_hot(torch.tensor(i)) on the CPU: with emb on an accelerator (or meta) the product mixes devices and raises.
def encode(tree, emb, w):
    if isinstance(tree, int):
        one_hot = F.one_hot(torch.tensor(tree), num_classes=emb.shape[0]).to(emb.dtype)
        return one_hot @ emb                      # selects row `tree`, gradient only to that row
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
