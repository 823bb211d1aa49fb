# Mistake: "Visit the layers in `model.modules()` order" -- model.apply visits children before their parent (post-order), so a subclass of nn.Linear that holds another nn.Linear (e.g. a LoRA-style layer) gets its draws in the other order and the values differ from the reference's.
def _init(m):
    if isinstance(m, nn.Linear):
        nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
        if m.bias is not None:
            nn.init.zeros_(m.bias)


def init_weights(model: nn.Module) -> nn.Module:
    model.apply(_init)
    return model
