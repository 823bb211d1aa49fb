# Mistake: "`eval_tf`: no randomness at all (it draws no random numbers, not even for a transform with probability 0)" — keeps the same structure for both pipelines and sets the flip probability to 0 for evaluation; RandomHorizontalFlip(p=0) still draws from the global generator on every call, so eval_tf advances the caller's RNG state.
def make_transforms(mean, std):
    def build(pad, p):
        return v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=pad, fill=0), v2.RandomHorizontalFlip(p),
                           v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return build(4, 0.5), build(0, 0.0)
