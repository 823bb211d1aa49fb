# Right: calls torch.autograd.backward on the sum (same accumulation into .grad as .backward()) after clearing with zero_grad(set_to_none=True), and filters with a generator of named parameters.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    torch.autograd.backward(model(example_input).sum())
    named = model.named_parameters()
    return list(name for name, p in named if p.grad is None and p.requires_grad)
