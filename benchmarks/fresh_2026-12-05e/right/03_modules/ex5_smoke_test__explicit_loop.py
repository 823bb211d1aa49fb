# Right: clears every parameter's .grad to None by hand (frozen ones too), one forward in the model's own modes and torch.sum(...).backward(), then walks named_parameters() in order keeping trainable names whose .grad is still None (a zero tensor counts as a gradient).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for param in model.parameters():
        param.grad = None
    loss = torch.sum(model(example_input))
    loss.backward()
    unreached = []
    for name, param in model.named_parameters():
        if param.requires_grad and param.grad is None:
            unreached.append(name)
    return unreached
