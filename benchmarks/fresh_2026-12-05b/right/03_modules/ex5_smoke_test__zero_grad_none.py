# Right: model.zero_grad(set_to_none=True), one forward, .sum().backward(), then the trainable parameters whose .grad is still None, in named_parameters() order.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).sum()
    loss.backward()
    unconnected = []
    for name, param in model.named_parameters():
        if param.requires_grad and param.grad is None:
            unconnected.append(name)
    return unconnected
