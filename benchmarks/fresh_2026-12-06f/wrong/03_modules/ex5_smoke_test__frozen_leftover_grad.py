# Mistake: "Clear any gradient left over from earlier first (set it to None)" and "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" — only trainable parameters are cleared, so a frozen parameter keeps its stale .grad.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    trainable = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    for _, p in trainable:
        p.grad = None
    model(example_input).sum().backward()
    return [n for n, p in trainable if p.grad is None]
