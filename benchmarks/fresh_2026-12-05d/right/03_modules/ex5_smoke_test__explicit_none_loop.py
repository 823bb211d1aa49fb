# Right: sets every parameter's .grad to None by hand (frozen ones too), runs one forward in whatever modes the modules are in, backpropagates the .sum() with torch.autograd.backward (which fills .grad like .backward()), then lists the trainable parameters still at None in named_parameters() order.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for param in model.parameters():
        param.grad = None
    out = model(example_input)
    torch.autograd.backward(out.sum())
    missing = []
    for name, param in model.named_parameters():
        if param.requires_grad and param.grad is None:
            missing.append(name)
    return missing
