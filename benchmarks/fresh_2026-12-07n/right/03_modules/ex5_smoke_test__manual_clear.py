# Right: clears every parameter's .grad by hand (frozen ones too) instead of zero_grad, and filters names with filter/lambda
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    params = list(model.named_parameters())
    for _, p in params:
        p.grad = None
    output = model(example_input)
    output.sum().backward()
    return [name for name, p in filter(lambda item: item[1].requires_grad, params) if p.grad is None]
