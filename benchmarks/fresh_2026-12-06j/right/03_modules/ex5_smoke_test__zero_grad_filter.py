# Right: model.zero_grad(set_to_none=True), then loss.backward() on output.sum(), and the names picked with filter over named_parameters().
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).sum()
    loss.backward()
    unreached = filter(lambda item: item[1].requires_grad and item[1].grad is None,
                       model.named_parameters())
    return [name for name, _ in unreached]
