# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included (set it to `None`...)": only parameters that require grad are cleared, so a frozen parameter with a leftover .grad keeps it after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    params = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    for _, p in params:
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in params if p.grad is None]
