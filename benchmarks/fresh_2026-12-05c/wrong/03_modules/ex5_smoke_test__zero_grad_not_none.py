# Mistake: "clearing them with `zero_grad(set_to_none=False)`, which leaves zero tensors instead of `None`" — a parameter with an old gradient keeps a zero tensor and is not reported
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=False)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
