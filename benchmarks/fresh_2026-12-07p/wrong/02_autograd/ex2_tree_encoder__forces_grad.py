# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's: under `no_grad()` PyTorch's operations record no graph ...; return what the operations give)": the recursion runs under torch.enable_grad() "so the graph is never lost", so a no_grad caller still gets a result with a grad_fn that requires grad.
def encode(tree, emb, w):
    with torch.enable_grad():
        if isinstance(tree, int):
            return emb[tree]
        left, right = tree
        return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
