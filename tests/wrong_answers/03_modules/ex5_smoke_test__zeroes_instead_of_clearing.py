# Diagnosis: zeroed-not-cleared
# Pitfall: zero_grad(set_to_none=False) turns old gradients into zero tensors, never None.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=False)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
