# Right: records which parameters received a gradient with register_post_accumulate_grad_hook handles that are removed in a finally block; .grad is filled by the ordinary .sum().backward(), and the result is the trainable parameters the hooks never saw, in named_parameters() order.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = list(model.named_parameters())
    reached, handles = set(), []
    try:
        for name, p in named:
            if p.requires_grad:
                handles.append(p.register_post_accumulate_grad_hook(lambda t, name=name: reached.add(name)))
        model(example_input).sum().backward()
    finally:
        for handle in handles:
            handle.remove()
    return [name for name, p in named if p.requires_grad and name not in reached]
