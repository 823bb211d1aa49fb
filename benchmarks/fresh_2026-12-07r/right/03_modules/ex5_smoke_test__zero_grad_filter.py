# Right: model.zero_grad(set_to_none=True), then filter() over named_parameters.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).sum()
    loss.backward()
    return [name for name, _ in filter(lambda kv: kv[1].requires_grad and kv[1].grad is None,
                                        model.named_parameters())]
