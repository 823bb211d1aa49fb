# Right: model.zero_grad(set_to_none=True) sets every parameter's .grad to None (frozen ones included), one forward in the modes the model arrived in, .sum().backward(), then the names (named_parameters() order) of the parameters that require grad and still have no .grad; a zero gradient is a tensor, so it is not reported
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    output = model(example_input)
    output.sum().backward()
    missing = []
    for name, param in model.named_parameters():
        if param.requires_grad and param.grad is None:
            missing.append(name)
    return missing
