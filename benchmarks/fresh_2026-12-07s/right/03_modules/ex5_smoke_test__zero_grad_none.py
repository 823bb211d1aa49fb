# Right: clears with model.zero_grad(set_to_none=True) given explicitly and filters named_parameters with filter().
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    unreached = filter(lambda item: item[1].requires_grad and item[1].grad is None,
                       model.named_parameters())
    return [name for name, _ in unreached]
