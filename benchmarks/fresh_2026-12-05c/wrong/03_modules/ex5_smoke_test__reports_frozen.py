# Mistake: "Frozen parameters (`requires_grad=False`) are never reported" — lists every parameter whose grad is None, frozen ones included
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.grad is None]
