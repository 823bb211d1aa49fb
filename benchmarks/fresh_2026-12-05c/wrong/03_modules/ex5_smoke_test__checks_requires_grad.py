# Mistake: "Pitfalls: checking `p.requires_grad` instead of `p.grad` (that flag says nothing about what the backward pass reached)" — reports the frozen parameters and misses the unconnected trainable ones
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if not p.requires_grad]
