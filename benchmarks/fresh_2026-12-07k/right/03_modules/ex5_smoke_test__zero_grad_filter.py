# Right: uses model.zero_grad(set_to_none=True) and builds the answer with filter over named_parameters()
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    output = model(example_input)
    output.sum().backward()
    return [name for name, _ in filter(lambda item: item[1].requires_grad and item[1].grad is None,
                                       model.named_parameters())]
