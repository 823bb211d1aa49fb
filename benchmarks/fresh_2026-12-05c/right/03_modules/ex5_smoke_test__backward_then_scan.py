# Right: sets every .grad to None by hand, one forward/backward of the output's sum in the model's current modes, then lists trainable parameters left with grad None, in named_parameters() order
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for _, p in model.named_parameters():
        p.grad = None
    loss = model(example_input).sum()
    loss.backward()
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
