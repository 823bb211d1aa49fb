# Right: clears every .grad by hand instead of zero_grad, and builds the result with an explicit loop over named_parameters.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for param in model.parameters():
        param.grad = None
    output = model(example_input)
    torch.sum(output).backward()
    missing = []
    for name, param in model.named_parameters():
        if param.requires_grad and param.grad is None:
            missing.append(name)
    return missing
