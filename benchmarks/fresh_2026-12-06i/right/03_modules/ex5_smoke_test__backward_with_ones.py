# Right: clears with model.zero_grad(set_to_none=True) (which covers frozen parameters too), backpropagates the sum via torch.autograd.backward, and filters with a set of the parameters that received a gradient.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    out = model(example_input)
    torch.autograd.backward(torch.sum(out))
    reached = {id(p) for p in model.parameters() if p.grad is not None}
    return [name for name, p in model.named_parameters()
            if p.requires_grad and id(p) not in reached]
