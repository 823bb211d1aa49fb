# Right: model.zero_grad(set_to_none=True) resets every parameter's gradient to None (frozen included); the output's .sum() is backpropagated once; the answer is filtered from named_parameters() in its order, as a list.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    output = model(example_input)
    output.sum().backward()
    return list(name for name, p in model.named_parameters()
                if p.requires_grad and p.grad is None)
