# Diagnosis: graph-cut
# Pitfall: turns autograd off for the whole forward; backward has nothing to run on.
class GatedBlock(GatedBlockBroken):
    @torch.no_grad()
    def forward(self, x):
        return super().forward(x)
