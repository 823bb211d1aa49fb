# Diagnosis: zero-grad-reported
# Pitfall: treats an all-zero gradient as missing; a parameter multiplied by 0 is still connected.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters()
            if p.requires_grad and (p.grad is None or not p.grad.any())]
