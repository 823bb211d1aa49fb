# Mistake: "Clear any gradient left over from earlier first (set it to `None`)" — only the parameters that require grad are cleared, so a frozen parameter keeps its stale leftover .grad after the call (the reference leaves it None).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        if p.requires_grad:
            p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
