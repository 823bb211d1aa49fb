# Diagnosis: not-sum
# Pitfall: .mean() of the output instead of the .sum() asked for: the right names, but .grad is scaled down.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
