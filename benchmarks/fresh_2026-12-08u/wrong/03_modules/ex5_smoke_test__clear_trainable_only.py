# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included (set it to `None`...)": only parameters that require grad are cleared, so a frozen parameter that arrives with a leftover .grad still holds it after the call (the reference leaves None there).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        if p.requires_grad:              # frozen ones get no gradient anyway
            p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
