# Right: model.zero_grad(set_to_none=True) clears every parameter, and the result is built with filter over named_parameters() (its order kept), returned as a list.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    output = model(example_input)
    output.sum().backward()
    unreached = filter(lambda item: item[1].requires_grad and item[1].grad is None,
                       model.named_parameters())
    return [name for name, _ in unreached]
