# Right: clears every .grad by hand (p.grad = None, frozen ones included), backpropagates torch.ones_like(output) through torch.autograd.backward (the gradient of .sum()), and filters with a generator over named_parameters.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    out = model(example_input)
    torch.autograd.backward(out, grad_tensors=torch.ones_like(out))
    return list(name for name, p in model.named_parameters()
                if p.requires_grad and p.grad is None)
