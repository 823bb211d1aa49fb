# Mistake: "returns the names (as `named_parameters()` gives them, in that order)" — the names are collected in a set (to "avoid duplicates") and returned sorted: an unconnected layer's "x.bias" now comes before its "x.weight", and "b.10" before "b.2", unlike named_parameters() order.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    missing = {name for name, p in model.named_parameters() if p.requires_grad and p.grad is None}
    return sorted(missing)
