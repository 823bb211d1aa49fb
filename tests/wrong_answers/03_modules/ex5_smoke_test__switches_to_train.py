# Diagnosis: mode-changed
# Pitfall: model.train() "so every layer takes part": the caller's eval-mode model comes back in training mode.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.train()
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
