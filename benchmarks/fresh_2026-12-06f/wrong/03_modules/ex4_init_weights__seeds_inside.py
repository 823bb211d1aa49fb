# Mistake: "the global random generator seeded the same way before your call and the reference's" / "global state as found" — it calls torch.manual_seed(0) "for reproducibility": the draws ignore the caller's seed and the global RNG is reset.
def init_weights(model: nn.Module) -> nn.Module:
    torch.manual_seed(0)
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
