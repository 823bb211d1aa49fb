# Mistake: "the global random generator seeded the same way before your call and the reference's: the same `nn.init` draws ... give the same values" — drawing from a private Generator "to leave the global state alone" gives other weights than the global generator's draws.
def init_weights(model: nn.Module) -> nn.Module:
    gen = torch.Generator().manual_seed(0)
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu", generator=gen)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
